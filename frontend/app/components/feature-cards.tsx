import { Icon } from './icon';
import type { IconName } from '~/content/services';

/** A responsive grid of icon cards with an h3 title each. */
export function FeatureCards({
  items,
  columns = 3,
}: {
  items: { title: string; text: string; icon?: IconName }[];
  columns?: 2 | 3 | 4;
}) {
  return (
    <ul className={`card-grid cols-${columns}`}>
      {items.map((item) => (
        <li key={item.title} className="card feature-card">
          {item.icon && (
            <span className="card-icon">
              <Icon name={item.icon} />
            </span>
          )}
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** A list with check marks. */
export function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="check-list">
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" size={20} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
