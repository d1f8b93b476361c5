/**
 * Credit for the occupational data behind the recommendations, required by its CC BY 4.0 licence.
 * Shown next to recommendation claims (home, about).
 */
export function OnetAttribution({ className = '' }: { className?: string }) {
  return (
    <p className={`text-xs leading-relaxed text-ink-500 ${className}`} data-testid="onet-attribution">
      This product includes information from the{' '}
      <a
        href="https://www.onetcenter.org/database.html"
        target="_blank"
        rel="noopener noreferrer"
        className="underline underline-offset-2 hover:text-ink-700"
      >
        O*NET 29.3 Database
      </a>{' '}
      by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). Used under the{' '}
      <a
        href="https://creativecommons.org/licenses/by/4.0/"
        target="_blank"
        rel="noopener noreferrer"
        className="underline underline-offset-2 hover:text-ink-700"
      >
        CC BY 4.0
      </a>{' '}
      license. O*NET® is a trademark of USDOL/ETA. Pathscoop has modified all or some of this information.
      USDOL/ETA has not approved, endorsed, or tested these modifications.
    </p>
  );
}
