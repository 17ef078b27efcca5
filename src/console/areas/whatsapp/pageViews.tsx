import { useSearch } from 'wouter';
import type { PageComponent, PageProps } from '../../lib/pageProps';

/**
 * A spec route that shows one of two pages by its query (routes.txt gives WhatsApp no sending,
 * task or records routes): `key` present → `WithKey` (given the key's value as the `param`
 * route parameter), else `Otherwise`.
 */
export function pageByQuery(key: string, WithKey: PageComponent, Otherwise: PageComponent, param?: string): PageComponent {
  return function PageByQuery(props: PageProps) {
    const value = new URLSearchParams(useSearch()).get(key);
    if (value === null || value === '') return <Otherwise {...props} />;
    return <WithKey {...props} params={param ? { ...props.params, [param]: value } : props.params} />;
  };
}
