import { useEffect, useRef } from 'react';
import { MESH_PACKING } from '@platform/shared';
import type { PackingResult } from '@platform/shared/contracts';
import { binPicture } from './meshItems';

const PIECE_COLOURS = ['#bae0ff', '#d9f7be', '#fff1b8', '#ffd8bf', '#efdbff', '#b5f5ec'];

function paint(context: CanvasRenderingContext2D, result: PackingResult) {
  const { width, height } = MESH_PACKING.canvas;
  const picture = binPicture(result);
  context.clearRect(0, 0, width, height);
  context.fillStyle = '#f5f5f5';
  context.strokeStyle = '#595959';
  context.fillRect(picture.sheet.x, picture.sheet.y, picture.sheet.width, picture.sheet.height);
  context.strokeRect(picture.sheet.x, picture.sheet.y, picture.sheet.width, picture.sheet.height);
  context.setLineDash([4, 3]);
  context.strokeStyle = '#52c41a';
  for (const offcut of picture.offcuts)
    context.strokeRect(offcut.x, offcut.y, offcut.width, offcut.height);
  context.setLineDash([]);
  context.font = '11px sans-serif';
  context.textBaseline = 'middle';
  picture.pieces.forEach((piece) => {
    context.fillStyle = PIECE_COLOURS[piece.placed.item.itemNumber % PIECE_COLOURS.length];
    context.fillRect(piece.x, piece.y, piece.width, piece.height);
    context.strokeStyle = '#1f1f1f';
    context.strokeRect(piece.x, piece.y, piece.width, piece.height);
    context.fillStyle = '#1f1f1f';
    context.save();
    context.translate(piece.x + piece.width / 2, piece.y + piece.height / 2);
    if (piece.height > piece.width) context.rotate(-Math.PI / 2);
    context.textAlign = 'center';
    context.fillText(piece.label, 0, 0);
    context.restore();
  });
}

/** One stock sheet of the suggested cuts on a 600 × 400 canvas, with a text list for readers. */
export function BinCanvas({ result, title }: { result: PackingResult; title: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext?.('2d');
    if (context) paint(context, result);
  }, [result]);
  const { width, height } = MESH_PACKING.canvas;
  return (
    <canvas
      ref={canvas}
      width={width}
      height={height}
      aria-label={title}
      role="img"
      style={{ maxWidth: '100%' }}
    >
      {result.packedItems
        .map(
          (placed) =>
            `${placed.item.name}: ${placed.height} × ${placed.width} mm at ${placed.x}, ${placed.y}`,
        )
        .join('; ')}
    </canvas>
  );
}
