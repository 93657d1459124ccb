/** The product mark (a shopping bag on a blue tile). */
export function Logo({ size = 30 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="#2f62ea" />
      <path d="M9 11h14l-1.6 9.2a2 2 0 0 1-2 1.8h-6.8a2 2 0 0 1-2-1.8L9 11z" fill="#fff" />
      <path d="M12.5 11a3.5 3.5 0 0 1 7 0" stroke="#fff" strokeWidth="2" fill="none" />
      <circle cx="16" cy="16.5" r="1.6" fill="#2f62ea" />
    </svg>
  );
}
