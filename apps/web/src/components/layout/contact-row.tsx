import type { ReactNode } from 'react';

/** One way to reach us inside a contact modal: an icon, a label and a real link (mailto:, tel:, sms:). */
export function ContactRow({
  icon,
  label,
  href,
  children,
}: {
  icon: ReactNode;
  label: string;
  href: string;
  children: ReactNode;
}) {
  return (
    <li className="flex items-start gap-3 rounded-2xl bg-cream p-3">
      <span
        aria-hidden="true"
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700"
      >
        {icon}
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-medium text-ink-500">{label}</span>
        <a
          href={href}
          className="break-words font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {children}
        </a>
      </span>
    </li>
  );
}
