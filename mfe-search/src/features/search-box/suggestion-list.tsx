import { useIntl } from '@sf/remote-kit';
import type { ReactElement } from 'react';
import type { ComboOption, OptionKind } from './options';
import { GroupTitle, Option } from './popup-styles';

const GROUPS: readonly { readonly kind: OptionKind; readonly title: string }[] = [
  { kind: 'term', title: 'search.box.terms' },
  { kind: 'category', title: 'search.box.categories' },
  { kind: 'product', title: 'search.box.products' },
];

/** The listbox of suggestions in groups (terms, categories, products); the active one is the input's active descendant. */
export function SuggestionList({
  id,
  options,
  active,
  onChoose,
  onHover,
}: {
  readonly id: string;
  readonly options: readonly ComboOption[];
  readonly active: number;
  readonly onChoose: (option: ComboOption) => void;
  readonly onHover: (index: number) => void;
}): ReactElement {
  const intl = useIntl();
  return (
    <div role="listbox" id={id} aria-label={intl.formatMessage({ id: 'search.box.suggestions' })}>
      {GROUPS.map((group) => {
        const members = options.map((o, i) => ({ o, i })).filter(({ o }) => o.kind === group.kind);
        if (!members.length) return null;
        const title = intl.formatMessage({ id: group.title });
        return (
          <div role="group" aria-label={title} key={group.kind}>
            <GroupTitle aria-hidden="true">{title}</GroupTitle>
            {members.map(({ o, i }) => (
              <Option
                key={o.id}
                id={o.id}
                role="option"
                aria-selected={i === active}
                $active={i === active}
                // mousedown: choose before the input loses focus
                onMouseDown={(e) => {
                  e.preventDefault();
                  onChoose(o);
                }}
                onMouseMove={() => onHover(i)}
              >
                <span>{o.label}</span>
                {o.detail && <small>{o.detail}</small>}
              </Option>
            ))}
          </div>
        );
      })}
    </div>
  );
}
