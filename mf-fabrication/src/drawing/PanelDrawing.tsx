import { useMemo } from 'react';
import type { FabricationPanel } from '@platform/shared/contracts';
import {
  DIAGRAM_FILLS,
  panelDiagram,
  type DimensionLine,
  type Shape,
} from '@platform/shared/diagram';

export const DIAGRAM_HEIGHT = 700;
const PADDING_MM = 120;

interface PanelDrawingProps {
  panel: FabricationPanel;
  /** Pixel height of the drawing (the spec's canvas is 700). */
  height?: number;
  /** Pixel width available; the drawing shrinks to fit it, keeping its proportions. */
  maxWidth?: number;
  label: string;
}

function ShapeView({ shape }: { shape: Shape }) {
  if (shape.kind === 'hatch') {
    return (
      <line
        data-shape="hatch"
        x1={shape.x1}
        y1={shape.y1}
        x2={shape.x2}
        y2={shape.y2}
        stroke="#c5ccd3"
        strokeWidth={2}
      />
    );
  }
  const style = DIAGRAM_FILLS[shape.kind];
  return (
    <rect
      data-shape={shape.kind}
      x={shape.x}
      y={shape.y}
      width={shape.width}
      height={shape.height}
      fill={style.fill}
      stroke={style.stroke ?? 'none'}
      strokeWidth={style.stroke ? 3 : 0}
    />
  );
}

function Dimension({ line, fontSize }: { line: DimensionLine; fontSize: number }) {
  const midX = (line.from.x + line.to.x) / 2;
  const midY = (line.from.y + line.to.y) / 2;
  const rotate = line.orientation === 'vertical' ? `rotate(-90 ${midX} ${midY})` : undefined;
  const colour = line.orientation === 'diagonal' ? '#722ed1' : '#1f1f1f';
  return (
    <g data-dimension={line.orientation}>
      <line
        x1={line.from.x}
        y1={line.from.y}
        x2={line.to.x}
        y2={line.to.y}
        stroke={colour}
        strokeWidth={2}
        strokeDasharray={line.orientation === 'diagonal' ? '12 8' : undefined}
        markerStart="url(#fab-arrow)"
        markerEnd="url(#fab-arrow)"
      />
      <text
        x={midX}
        y={midY - fontSize * 0.35}
        fontSize={fontSize}
        textAnchor="middle"
        fill={colour}
        transform={rotate}
        paintOrder="stroke"
        stroke="#ffffff"
        strokeWidth={fontSize / 5}
      >
        {line.label}
      </text>
    </g>
  );
}

/** One panel drawn from its geometry as SVG, with dimensions in millimetres and its warnings. */
export function PanelDrawing({
  panel,
  height = DIAGRAM_HEIGHT,
  maxWidth,
  label,
}: PanelDrawingProps) {
  const diagram = useMemo(() => panelDiagram(panel), [panel]);
  const { minX, minY, maxX, maxY } = diagram.bounds;
  const modelWidth = maxX - minX + 2 * PADDING_MM;
  const modelHeight = maxY - minY + 2 * PADDING_MM;
  const naturalWidth = (height * modelWidth) / modelHeight;
  const scale = maxWidth && naturalWidth > maxWidth ? maxWidth / naturalWidth : 1;
  const pixelHeight = height * scale;
  const fontSize = (13 * modelHeight) / pixelHeight;
  return (
    <figure
      className="fab-panel-drawing"
      style={{ margin: 0, color: panel.colour_hex || '#1f1f1f' }}
    >
      <svg
        role="img"
        aria-label={label}
        width={naturalWidth * scale}
        height={pixelHeight}
        viewBox={`${minX - PADDING_MM} ${minY - PADDING_MM} ${modelWidth} ${modelHeight}`}
        preserveAspectRatio="xMidYMid meet"
      >
        <defs>
          <marker
            id="fab-arrow"
            viewBox="0 0 10 10"
            refX="5"
            refY="5"
            markerWidth="6"
            markerHeight="6"
            orient="auto-start-reverse"
          >
            <path d="M 0 0 L 10 5 L 0 10 z" fill="#1f1f1f" />
          </marker>
        </defs>
        {diagram.shapes.map((shape, index) => (
          <ShapeView key={index} shape={shape} />
        ))}
        {diagram.dimensions.map((line, index) => (
          <Dimension key={index} line={line} fontSize={fontSize} />
        ))}
      </svg>
      {diagram.warnings.length > 0 && (
        <figcaption className="fab-diagram-warnings" style={{ color: '#cf1322' }}>
          {diagram.warnings.map((warning) => (
            <div key={warning}>{warning}</div>
          ))}
        </figcaption>
      )}
    </figure>
  );
}
