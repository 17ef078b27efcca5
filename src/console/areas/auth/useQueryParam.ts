import { useSearch } from 'wouter';

/** One query-string parameter of the current address. */
export function useQueryParam(name: string): string {
  return new URLSearchParams(useSearch()).get(name) ?? '';
}
