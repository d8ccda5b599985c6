import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

/**
 * Accordion (WAI-ARIA pattern): each header is a button with aria-expanded/aria-controls, so Enter
 * and Space toggle it. Single mode closes the others; disabled items cannot toggle. Panels open
 * and close with a 400 ms transition.
 */
export function Accordion({
  items,
  single = true,
  defaultOpen = items[0] ? [items[0].id] : [],
  headingLevel = 3,
}: {
  items: AccordionItem[];
  single?: boolean;
  defaultOpen?: string[];
  headingLevel?: 2 | 3;
}) {
  const [open, setOpen] = useState<string[]>(defaultOpen);
  const base = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const toggle = (item: AccordionItem) => {
    if (item.disabled) return;
    setOpen((current) =>
      current.includes(item.id)
        ? current.filter((id) => id !== item.id)
        : single
          ? [item.id]
          : [...current, item.id],
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, item: AccordionItem) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      toggle(item);
    }
  };

  return (
    <div className="accordion">
      {items.map((item) => {
        const expanded = open.includes(item.id);
        const buttonId = `${base}-${item.id}-button`;
        const panelId = `${base}-${item.id}-panel`;
        return (
          <div key={item.id} className={expanded ? 'accordion-item open' : 'accordion-item'}>
            <Heading className="accordion-heading">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                aria-disabled={item.disabled || undefined}
                onClick={() => toggle(item)}
                onKeyDown={(event) => onKeyDown(event, item)}
              >
                {item.title}
                <span className="accordion-caret" aria-hidden="true" />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="accordion-panel"
              inert={!expanded}
            >
              <div className="accordion-panel-inner">{item.content}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
