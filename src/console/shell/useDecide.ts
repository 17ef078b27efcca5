import { ProductModules } from '../../contract/constants';
import { accessSubject, decideAccess, type AccessDecision, type AccessSubject, type Requirement } from '../access';

/** Before user info and records arrive nothing is badged, and permission-gated items stay hidden. */
const unknownYet: AccessSubject = { userType: 0, permissions: [], modules: new Set(ProductModules) };

/** The gate for menus, from the one decideAccess. The calling component must call useSignals() first. */
export function useDecide(): (req: Requirement) => AccessDecision {
  const subject = accessSubject.value ?? unknownYet;
  return (req) => decideAccess(req, subject);
}
