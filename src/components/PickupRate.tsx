import { formatNumber, useT } from '../i18n';

/**
 * 'Collected 97 % of 120 accepted pickups': an NGO's record (docs/reports.md, 'Reliability'), as
 * services/record-model.ts's pickupRate() gives it; nothing while it has too few pickups to say.
 */
export function PickupRate({
  rate,
  className = '',
}: {
  rate: { percent: number; of: number } | null;
  className?: string;
}) {
  const t = useT();
  if (!rate) return null;
  return (
    <p data-reliability className={`text-sm font-medium text-stone-700 ${className}`}>
      {t('ngos.card.collected', { percent: formatNumber(rate.percent), count: rate.of })}
    </p>
  );
}
