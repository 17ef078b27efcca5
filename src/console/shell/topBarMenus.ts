/**
 * The top bar's dropdown menus, one lazily loaded chunk (DeferredMenu loads it on the first hover,
 * focus or press of a menu button): Headless UI's Menu stays out of every page's start-up.
 */
export { NavGroupMenu } from './NavGroupMenu';
export { QuickStartMenu } from './QuickStartMenu';
export { ThemeMenu } from './ThemeMenu';
export { UserMenu } from './UserMenu';
