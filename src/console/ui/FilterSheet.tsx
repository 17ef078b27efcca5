import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Card } from './Card';
import { useWideScreen } from './useWideScreen';

export interface FilterSheetProps {
  /** The filters' heading (the card's title, the sheet's name). */
  title: string;
  /** Filters that differ from their defaults, shown on the phone's button: "Filters (2)". */
  count: number;
  /** Wide screens: the filters in a card of their own (otherwise inline, inside the caller's card). */
  card?: boolean;
  /** The filters; `close` shuts the sheet (call it once a search was applied; a no-op inline). */
  children: (close: () => void) => ReactNode;
}

const noop = () => undefined;

/**
 * Filters that take no room on a phone: there a "Filters (n)" button opens them in a bottom sheet
 * (a Headless UI dialog); from 768 px they show inline as before.
 */
export function FilterSheet({ title, count, card = false, children }: FilterSheetProps) {
  const { t } = useTranslation();
  const wide = useWideScreen();
  const [open, setOpen] = useState(false);
  if (wide) return card ? <Card title={title}>{children(noop)}</Card> : <>{children(noop)}</>;
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="secondary" block aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)} className="mb-4 justify-between" data-testid="filter-sheet-open">
        <span className="flex items-center gap-2 break-keep">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 text-slate-500" fill="currentColor">
            <path d="M2.5 4.25A.75.75 0 0 1 3.25 3.5h13.5a.75.75 0 0 1 .57 1.24L12 10.96v4.29a.75.75 0 0 1-.4.66l-2.5 1.33A.75.75 0 0 1 8 16.58v-5.62L2.68 4.74a.75.75 0 0 1-.18-.49Z" />
          </svg>
          {count > 0 ? t('filterSheet.openCount', { count }) : t('filterSheet.open')}
        </span>
        <span aria-hidden="true" className="text-slate-400">
          ›
        </span>
      </Button>
      <Dialog open={open} onClose={close} className="relative z-50">
        <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
        <div className="fixed inset-x-0 bottom-0 flex max-h-[90dvh]">
          <DialogPanel className="w-full overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl" data-testid="filter-sheet">
            <div className="mb-4 flex items-center justify-between gap-3">
              <DialogTitle className="text-base font-semibold text-slate-900">{title}</DialogTitle>
              <Button variant="ghost" className="px-2 py-1" onClick={close}>
                {t('common.close')}
              </Button>
            </div>
            {children(close)}
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}
