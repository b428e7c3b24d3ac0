import {useEffect, useState} from 'react';

export type ScriptStatus = 'loading' | 'ready' | 'error';

/** How many mounted components use each script src; the element goes when the last one does. */
const users = new Map<string, number>();

/**
 * Adds `<script async src>` to the document while at least one component using it is mounted
 * and removes the element when the last one unmounts. One element per src.
 */
export function useExternalScript(src: string): ScriptStatus {
  const [status, setStatus] = useState<ScriptStatus>('loading');
  useEffect(() => {
    users.set(src, (users.get(src) ?? 0) + 1);
    let script = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
    if (!script) {
      script = document.createElement('script');
      script.src = src;
      script.async = true;
      document.body.appendChild(script);
    } else if (script.dataset.status) {
      setStatus(script.dataset.status as ScriptStatus);
    }
    const element = script;
    const onLoad = () => {
      element.dataset.status = 'ready';
      setStatus('ready');
    };
    const onError = () => {
      element.dataset.status = 'error';
      setStatus('error');
    };
    element.addEventListener('load', onLoad);
    element.addEventListener('error', onError);
    return () => {
      element.removeEventListener('load', onLoad);
      element.removeEventListener('error', onError);
      const left = (users.get(src) ?? 1) - 1;
      if (left > 0) {
        users.set(src, left);
      } else {
        users.delete(src);
        element.remove();
      }
    };
  }, [src]);
  return status;
}
