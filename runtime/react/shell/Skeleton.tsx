// Loading placeholders (props accept only listed values). Exported for plugins: pages
// and sections use the same shimmer blocks as the shell.
import { useT } from '../context.tsx';

export interface SkeletonProps {
  /** How many blocks; a page shows 3 sections, a strip 4 items. */
  count?: number;
  size?: 'regular' | 'small';
  orientation?: 'vertical' | 'horizontal';
}

export function Skeleton({ count = 3, size = 'regular', orientation = 'vertical' }: SkeletonProps) {
  const t = useT();
  return (
    <div className="status-skeleton" data-size={size} data-orientation={orientation}>
      <span className="status-visually-hidden">{t('panel.loading')}</span>
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className="status-skeleton-block" aria-hidden="true" />
      ))}
    </div>
  );
}
