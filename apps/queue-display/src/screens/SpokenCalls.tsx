import { useT, visuallyHidden } from '@clinic/ui';

/** What this page has announced, in order: hidden from sight, read by screen readers and by the e2e journey. */
export function SpokenCalls({ ids }: { ids: number[] }) {
  const { t } = useT();
  return (
    <ol
      className={visuallyHidden}
      data-testid="spoken-calls"
      aria-live="polite"
      aria-label={t('display.spokenCalls')}
    >
      {ids.map((id) => (
        <li key={id}>{id}</li>
      ))}
    </ol>
  );
}
