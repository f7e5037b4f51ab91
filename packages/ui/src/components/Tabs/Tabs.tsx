import * as Ariakit from '@ariakit/react';
import { type ReactNode, useId } from 'react';
import { panel, tab, tabList } from './Tabs.css';

/** One tab: `id` is the value `selectedId` refers to, `content` the panel it shows. */
export interface TabItem<Id extends string = string> {
  id: Id;
  label: ReactNode;
  /** The tab's panel. Leave it out and pass the selected panel as the Tabs' `children` instead. */
  content?: ReactNode;
}

export interface TabsProps<Id extends string = string> {
  /** Accessible name of the tab list, e.g. 'Account'. */
  label: string;
  items: readonly TabItem<Id>[];
  /** The selected tab's id (controlled), following Ariakit's `selectedId` / `setSelectedId`. */
  selectedId?: Id;
  defaultSelectedId?: Id;
  setSelectedId?: (id: Id) => void;
  /**
   * The one panel, for the selected tab, when the items have no `content` (e.g. a form whose fields change
   * with the tab).
   */
  children?: ReactNode;
  className?: string;
}

/**
 * Tabs on Ariakit: arrow keys move between tabs and select them, Home/End go to the first and last, Tab
 * moves into the panel. Hidden panels are unmounted.
 */
export function Tabs<Id extends string = string>({
  label,
  items,
  selectedId,
  defaultSelectedId,
  setSelectedId,
  children,
  className,
}: TabsProps<Id>) {
  // Ariakit identifies tabs by their DOM id; the prefix keeps two Tabs on one page apart.
  const prefix = `tabs${useId()}`;
  const domId = (id: Id) => `${prefix}-${id}`;
  const fromDomId = (value: string | null | undefined) =>
    items.find((item) => domId(item.id) === value)?.id ?? undefined;
  const singlePanel = items.every((item) => item.content === undefined);

  const store = Ariakit.useTabStore({
    selectedId: selectedId === undefined ? undefined : domId(selectedId),
    defaultSelectedId: defaultSelectedId === undefined ? undefined : domId(defaultSelectedId),
    setSelectedId: (value) => {
      const id = fromDomId(value);
      if (id !== undefined) setSelectedId?.(id);
    },
  });
  const currentDomId = Ariakit.useStoreState(store, 'selectedId');

  return (
    <div className={className}>
      <Ariakit.TabList store={store} aria-label={label} className={tabList}>
        {items.map((item) => (
          <Ariakit.Tab key={item.id} id={domId(item.id)} className={tab}>
            {item.label}
          </Ariakit.Tab>
        ))}
      </Ariakit.TabList>
      {singlePanel ? (
        <Ariakit.TabPanel store={store} tabId={currentDomId} className={panel}>
          {children}
        </Ariakit.TabPanel>
      ) : (
        items.map((item) => (
          <Ariakit.TabPanel key={item.id} store={store} tabId={domId(item.id)} unmountOnHide className={panel}>
            {item.content}
          </Ariakit.TabPanel>
        ))
      )}
    </div>
  );
}
