export interface ThumbIconProps {
  direction: 'up' | 'down';
  filled: boolean;
}

// Drawn here rather than taken from the icon package: two paths do not justify its test setup.
export function ThumbIcon({ direction, filled }: ThumbIconProps) {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      style={{
        verticalAlign: '-0.125em',
        transform: direction === 'down' ? 'rotate(180deg)' : undefined,
      }}
    >
      <path d="M7 10v12M15 5.9 14 10h5.8a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.4 22H4a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h2.8a2 2 0 0 0 1.8-1.1L12 2a3.1 3.1 0 0 1 3 3.9Z" />
    </svg>
  );
}
