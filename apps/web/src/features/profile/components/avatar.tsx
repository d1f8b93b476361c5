import { useId } from 'react';

/** Profile picture, or the initials on a brand-coloured disc when there is none. */
export function Avatar({
  image,
  firstName,
  lastName,
  size = 56,
}: {
  image?: string | null;
  firstName?: string;
  lastName?: string;
  size?: number;
}) {
  const gradientId = useId();
  if (image) {
    return (
      <img
        src={image}
        alt=""
        width={size}
        height={size}
        className="flex-none rounded-full object-cover ring-4 ring-white"
        style={{ width: size, height: size }}
      />
    );
  }
  const initials = `${firstName?.trim()[0] ?? ''}${lastName?.trim()[0] ?? ''}`.toUpperCase() || '?';
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      className="flex-none rounded-full ring-4 ring-white"
      data-testid="avatar-initials"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#c72f57" />
          <stop offset="1" stopColor="#a12246" />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="32" fill={`url(#${gradientId})`} />
      <circle cx="52" cy="12" r="10" fill="#ffc2d0" opacity=".35" />
      <text
        x="32"
        y="33"
        textAnchor="middle"
        dominantBaseline="central"
        fill="#fff"
        fontFamily="Poppins, system-ui, sans-serif"
        fontWeight="700"
        fontSize={initials.length > 1 ? 24 : 28}
      >
        {initials}
      </text>
    </svg>
  );
}
