import { convert } from 'html-to-text';

/**
 * The plain-text part of an e-mail whose sender gave only HTML (html-to-text): headings, paragraphs
 * and lists as lines, each link's address after its text, images by their alt text, lines wrapped at
 * 78 characters (RFC 5322's recommendation). Mail clients that show no HTML, and spam filters that
 * weigh an HTML-only message, read this part.
 */
export function plainTextOf(html: string): string {
  return convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true, linkBrackets: ['<', '>'] } },
      { selector: 'img', format: 'skip' },
    ],
  }).trim();
}
