/**
 * Decorative wave between home sections; flatter on phones (< 600 px), taller on tablets and
 * full height above 991 px, like the spec's home wave image.
 */
export function WaveDivider({ from, to, flip = false }: { from: string; to: string; flip?: boolean }) {
  return (
    <div aria-hidden="true" className={from}>
      <svg
        viewBox="0 0 1440 80"
        preserveAspectRatio="none"
        className={`block h-6 w-full min-[600px]:h-10 min-[991px]:h-16 ${to} ${flip ? '-scale-x-100' : ''}`}
      >
        <path
          d="M0 80V40c120-30 240-30 360 0s240 30 360 0 240-30 360 0 240 30 360 0v40z"
          fill="currentColor"
        />
      </svg>
    </div>
  );
}
