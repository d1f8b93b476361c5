/**
 * Public contact points and external sites shown in the navigation, footer, home page and legal
 * pages. One place to change them when the real numbers and addresses are known.
 */
export const SITE = {
  name: 'Pathscoop',
  /** Educator / partner site ("For Organizations"); opened in a new tab. */
  organizationsUrl: 'https://partners.pathscoop.org',
  blogUrl: 'https://blog.pathscoop.org',
  contactEmail: 'hello@pathscoop.org',
  supportEmail: 'support@pathscoop.org',
  partnersEmail: 'partners@pathscoop.org',
  privacyEmail: 'privacy@pathscoop.org',
  legalEmail: 'legal@pathscoop.org',
  phone: { display: '(800) 555-0142', tel: '+18005550142' },
  organizationsPhone: { display: '(800) 555-0177', tel: '+18005550177' },
  supportHours: 'Monday to Friday, 9 am to 6 pm Eastern Time',
  postalAddress: 'Pathscoop, Attn: Legal, 1200 Market Street, Suite 400, Philadelphia, PA 19107',
  socials: [
    { name: 'Instagram', href: 'https://www.instagram.com/pathscoop', icon: 'instagram' },
    { name: 'TikTok', href: 'https://www.tiktok.com/@pathscoop', icon: 'tiktok' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/pathscoop', icon: 'linkedin' },
    { name: 'YouTube', href: 'https://www.youtube.com/@pathscoop', icon: 'youtube' },
  ],
} as const;

export type SocialIcon = (typeof SITE.socials)[number]['icon'];
