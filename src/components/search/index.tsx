import React, {useCallback, useEffect, useState} from 'react';
import {flushSync} from 'react-dom';
import clsx from 'clsx';
import Icon from '@site/src/components/ui/Icon';
import {takeEarlyTaps} from '@site/src/lib/earlyTaps';
import SearchDialog, {type SearchTag} from './SearchDialog';
import styles from './styles.module.css';

/** The shortcut's name on this device: ⌘K on Apple devices, Ctrl K elsewhere. */
function useShortcutLabel(): string {
  const [label, setLabel] = useState('Ctrl K');
  useEffect(() => {
    if (/Mac|iPhone|iPad/.test(navigator.platform)) setLabel('⌘K');
  }, []);
  return label;
}

/**
 * The search control: a button (in the navbar, and on /case-studies) and Ctrl/⌘-K anywhere.
 * Opens a dialog that searches the text of every listed case study; the field on a tag's page
 * (`tag`) searches the studies with that tag, and all of them once the visitor unticks it.
 */
export default function Search({
  className,
  wide = false,
  tag,
}: {
  className?: string;
  wide?: boolean;
  tag?: SearchTag;
}) {
  const [open, setOpen] = useState(false);
  const shortcut = useShortcutLabel();
  const close = useCallback(() => setOpen(false), []);
  // A tap on this button, or Ctrl/⌘-K (the navbar's), before the page hydrated.
  const early = wide ? 'search-wide' : 'search';
  useEffect(() => {
    if (takeEarlyTaps(early) > 0) setOpen(true);
  }, [early]);
  useEffect(() => {
    // Only the navbar's instance listens, so one press opens one dialog.
    if (wide) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        // Now, not in a later task: the keys typed next go to the dialog's field.
        flushSync(() => setOpen(true));
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [wide]);
  const text = tag ? `Search studies tagged ${tag.label}` : 'Search case studies';
  return (
    <>
      <button
        type="button"
        className={clsx('js-only', 'screen-only', styles.trigger, wide && styles.wide, className)}
        aria-label={wide ? undefined : 'Search case studies'}
        aria-haspopup="dialog"
        // Ctrl/⌘-K opens the search of every study, not this field's of a tag's.
        aria-keyshortcuts={tag ? undefined : 'Control+K Meta+K'}
        title={tag ? text : `${text} (${shortcut})`}
        data-early={early}
        onClick={() => setOpen(true)}>
        <Icon name="search" size={20} />
        {wide && <span className={styles.placeholder}>{text}</span>}
        {wide && !tag && (
          <kbd className={styles.kbd} aria-hidden="true">
            {shortcut}
          </kbd>
        )}
      </button>
      {open && <SearchDialog onClose={close} tag={tag} />}
    </>
  );
}
