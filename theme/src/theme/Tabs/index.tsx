import {
  Children, cloneElement, isValidElement, useCallback, useEffect, useId, useRef, useState, useSyncExternalStore,
  type KeyboardEvent, type ReactElement, type ReactNode,
} from 'react';
import type { TabItemProps } from '../TabItem/index.tsx';
import { getTabGroupValue, setTabGroupValue, subscribeTabGroups } from './groupStore.ts';

/** A tab as given by the `values` prop. */
export interface TabValue {
  value: string;
  label?: ReactNode;
  attributes?: TabItemProps['attributes'];
  default?: boolean;
}

/** Props of Tabs (Docusaurus API). */
export interface TabsProps {
  children?: ReactNode;
  /** Tabs to show, in order; defaults to the TabItem children's value/label. */
  values?: TabValue[];
  /** Value selected first; defaults to the TabItem marked `default`, else the first. */
  defaultValue?: string | null;
  /** Tabs with the same groupId switch together and remember the choice in localStorage. */
  groupId?: string;
  /** Read/write `?key=value`: `true` uses the groupId as key, a string is the key. */
  queryString?: boolean | string;
  /** Render only the selected panel (the others are not in the HTML). */
  lazy?: boolean;
  className?: string;
}

function getQueryKey({ queryString, groupId }: TabsProps): string | undefined {
  if (typeof queryString === 'string') return queryString;
  return queryString ? groupId : undefined;
}

function readQueryValue(key: string | undefined): string | null {
  return key && typeof window !== 'undefined' ? new URLSearchParams(window.location.search).get(key) : null;
}

function writeQueryValue(key: string, value: string): void {
  const url = new URL(window.location.href);
  url.searchParams.set(key, value);
  window.history.replaceState(window.history.state, '', url);
}

const noSubscription = () => () => undefined;

/**
 * Tabbed panels. The server (and the first client render) shows the default tab, so hydration
 * matches; after that the query string, then the group's stored choice, take over. Arrow keys,
 * Home and End move between tabs.
 */
export default function Tabs(props: TabsProps) {
  const { children, lazy, className, groupId } = props;
  const items = Children.toArray(children).filter((child): child is ReactElement<TabItemProps> => isValidElement<TabItemProps>(child) && typeof child.props.value === 'string');
  const tabs: TabValue[] = props.values ?? items.map(({ props: p }) => ({ value: p.value, label: p.label, attributes: p.attributes, default: p.default }));
  const seen = new Set<string>();
  for (const tab of tabs) {
    if (seen.has(tab.value)) throw new Error(`<Tabs> has two tabs with the value "${tab.value}"; each TabItem needs a unique value.`);
    seen.add(tab.value);
  }
  const isValid = (value: string | null | undefined): value is string => value != null && seen.has(value);
  const defaultValue = isValid(props.defaultValue) ? props.defaultValue : (tabs.find((t) => t.default) ?? tabs[0])?.value;
  const [localValue, setLocalValue] = useState(defaultValue);
  const groupValue = useSyncExternalStore(
    groupId ? subscribeTabGroups : noSubscription,
    () => (groupId ? getTabGroupValue(groupId) : null),
    () => null,
  );
  const queryKey = getQueryKey(props);

  useEffect(() => {
    const fromQuery = readQueryValue(queryKey);
    if (!isValid(fromQuery)) return;
    if (groupId) setTabGroupValue(groupId, fromQuery);
    else setLocalValue(fromQuery);
    // Only on mount: later changes come from clicks.
  }, []);

  const selected = groupId && isValid(groupValue) ? groupValue : localValue;
  const select = useCallback(
    (value: string) => {
      setLocalValue(value);
      if (groupId) setTabGroupValue(groupId, value);
      if (queryKey) writeQueryValue(queryKey, value);
    },
    [groupId, queryKey],
  );

  const baseId = useId();
  const tabRefs = useRef<Array<HTMLLIElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    const last = tabs.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[target];
    if (tab) select(tab.value);
    tabRefs.current[target]?.focus();
  };

  return (
    <div className={['tabs-container', className].filter(Boolean).join(' ')}>
      <ul role="tablist" aria-orientation="horizontal" className="tabs">
        {tabs.map((tab, index) => {
          const active = tab.value === selected;
          return (
            <li
              key={tab.value}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-controls={`${baseId}-panel-${index}`}
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              {...tab.attributes}
              className={['tabs__item', active && 'tabs__item--active', tab.attributes?.className].filter(Boolean).join(' ')}
              onClick={() => select(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label ?? tab.value}
            </li>
          );
        })}
      </ul>
      <div className="tabs__panels">
        {items.map((item) => {
          const index = tabs.findIndex((t) => t.value === item.props.value);
          const hidden = item.props.value !== selected;
          if (lazy && hidden) return null;
          return cloneElement(item, {
            key: item.props.value,
            hidden,
            id: `${baseId}-panel-${index}`,
            'aria-labelledby': `${baseId}-tab-${index}`,
          });
        })}
      </div>
    </div>
  );
}
