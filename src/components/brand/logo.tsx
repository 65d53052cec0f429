/** The R logo: a rounded square with an R, used by the splash, header and favicon. */
export function Logo({ size = 32, className }: { size?: number; className?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" fill="#4338ca" />
      <path
        d="M11 24V8h6.2c3.3 0 5.3 1.9 5.3 4.7 0 2.2-1.2 3.8-3.2 4.4L23 24h-3.3l-3.4-6.5H14V24h-3Zm3-9.1h3c1.6 0 2.5-.8 2.5-2.2 0-1.3-.9-2.1-2.5-2.1h-3v4.3Z"
        fill="#fff"
      />
    </svg>
  );
}
