import { isSystemAttributeKey, SystemAttributes } from '../../../../contract/audience/attributeRules';
import {
  type AttributeOperator,
  attributeRuleProblem,
  operandOf,
  operatorsFor,
  type RuleGroup,
  rulePath,
  type SegmentRule,
  SegmentRules,
  SegmentText,
} from '../../../../contract/audience/segmentRules';
import type { ContactAttribute } from '../../../../contract/entities/audience';

/**
 * The rule builder's state: the contract's rule tree as the form holds it (numbers and days as
 * typed, every rule with a key for React), turned into `RuleGroup` and checked by `compileDraft`.
 */
interface Keyed {
  key: string;
}
export interface DraftGroup extends Keyed {
  Kind: 'Group';
  Match: 'All' | 'Any';
  Rules: DraftRule[];
}
export interface DraftAttribute extends Keyed {
  Kind: 'Attribute';
  Attribute: string;
  Operator: AttributeOperator | '';
  Value: string;
  Values: string[];
  Days: string;
}
export interface DraftTag extends Keyed {
  Kind: 'Tag';
  Operator: 'Has' | 'HasNot';
  TagId: string;
}
export interface DraftList extends Keyed {
  Kind: 'List';
  Operator: 'In' | 'NotIn';
  GroupId: string;
}
export interface DraftActivity extends Keyed {
  Kind: 'Activity';
  Channel: string;
  Event: string;
  Operator: 'Did' | 'DidNot';
  Days: string;
}
export type DraftRule = DraftGroup | DraftAttribute | DraftTag | DraftList | DraftActivity;
export type RuleKind = DraftRule['Kind'];

let keys = 0;
const nextKey = () => `r${++keys}`;

/** A fresh rule of a kind (a new group holds one attribute rule). */
export function newRule(kind: RuleKind): DraftRule {
  switch (kind) {
    case 'Group':
      return { key: nextKey(), Kind: 'Group', Match: 'All', Rules: [newRule('Attribute')] };
    case 'Attribute':
      return { key: nextKey(), Kind: 'Attribute', Attribute: '', Operator: '', Value: '', Values: [], Days: '' };
    case 'Tag':
      return { key: nextKey(), Kind: 'Tag', Operator: 'Has', TagId: '' };
    case 'List':
      return { key: nextKey(), Kind: 'List', Operator: 'In', GroupId: '' };
    case 'Activity':
      return { key: nextKey(), Kind: 'Activity', Channel: '9', Event: 'Delivered', Operator: 'Did', Days: '30' };
  }
}

/** A new segment's rules: one group, one empty attribute rule. */
export const emptyDraft = (): DraftGroup => ({ key: nextKey(), Kind: 'Group', Match: 'All', Rules: [newRule('Attribute')] });

/** A saved segment's rules as the form holds them. */
export function draftOf(rule: SegmentRule): DraftRule {
  switch (rule.Kind) {
    case 'Group':
      return { key: nextKey(), Kind: 'Group', Match: rule.Match, Rules: rule.Rules.map(draftOf) };
    case 'Attribute':
      return { key: nextKey(), Kind: 'Attribute', Attribute: rule.Attribute, Operator: rule.Operator, Value: rule.Value === undefined ? '' : String(rule.Value), Values: rule.Values ?? [], Days: rule.Days === undefined ? '' : String(rule.Days) };
    case 'Tag':
      return { key: nextKey(), ...rule };
    case 'List':
      return { key: nextKey(), ...rule };
    case 'Activity':
      return { key: nextKey(), Kind: 'Activity', Channel: String(rule.Channel), Event: rule.Event, Operator: rule.Operator, Days: String(rule.Days) };
  }
}

/** The type of an attribute a rule may name (built-in or the account's own), or null. */
export function attributeType(attribute: string, attributes: readonly ContactAttribute[]): { Type: number; Options: readonly string[] } | null {
  if (isSystemAttributeKey(attribute)) return { Type: SystemAttributes[attribute].Type, Options: [] };
  const a = attributes.find((x) => x.AttributeId === attribute);
  return a ? { Type: a.Type, Options: a.Options } : null;
}

/** An attribute rule after its attribute changed: the first operator that fits, the operand cleared. */
export function withAttribute(rule: DraftAttribute, attribute: string, attributes: readonly ContactAttribute[]): DraftAttribute {
  const type = attributeType(attribute, attributes);
  const ops = type ? operatorsFor(type.Type) : [];
  return { ...rule, Attribute: attribute, Operator: ops.includes(rule.Operator as AttributeOperator) ? rule.Operator : (ops[0] ?? ''), Value: '', Values: [], Days: '' };
}

const toNumber = (s: string) => (s.trim() === '' ? Number.NaN : Number(s.trim().replace(',', '.')));

/** One draft rule as the contract's rule (operands converted by the operator's kind). */
function ruleOf(d: DraftRule, attributes: readonly ContactAttribute[]): SegmentRule {
  switch (d.Kind) {
    case 'Group':
      return { Kind: 'Group', Match: d.Match, Rules: d.Rules.map((r) => ruleOf(r, attributes)) };
    case 'Tag':
      return { Kind: 'Tag', Operator: d.Operator, TagId: d.TagId };
    case 'List':
      return { Kind: 'List', Operator: d.Operator, GroupId: d.GroupId };
    case 'Activity':
      return { Kind: 'Activity', Channel: Number(d.Channel), Event: d.Event as 'Delivered', Operator: d.Operator, Days: toNumber(d.Days) };
    case 'Attribute': {
      const type = attributeType(d.Attribute, attributes);
      const operand = type && d.Operator ? operandOf(type.Type, d.Operator) : 'none';
      const rule: SegmentRule = { Kind: 'Attribute', Attribute: d.Attribute, Operator: (d.Operator || 'IsSet') as AttributeOperator };
      if (operand === 'number') rule.Value = toNumber(d.Value);
      else if (operand === 'text' || operand === 'date') rule.Value = d.Value.trim();
      else if (operand === 'values') rule.Values = d.Values;
      else if (operand === 'days') rule.Days = toNumber(d.Days);
      return rule;
    }
  }
}

/**
 * The draft as the contract's rules, checked here as the gateway will (the registry's schema, and
 * each attribute rule against its attribute's type): the rules, or the problems by field path
 * ('Rules.Rules.0.Value', as the gateway names them).
 */
export function compileDraft(draft: DraftGroup, attributes: readonly ContactAttribute[]): { ok: true; rules: RuleGroup } | { ok: false; errors: Record<string, string> } {
  const rules = ruleOf(draft, attributes) as RuleGroup;
  const errors: Record<string, string> = {};
  const walk = (d: DraftRule, path: number[]) => {
    if (d.Kind === 'Group') return d.Rules.forEach((r, i) => walk(r, [...path, i]));
    if (d.Kind === 'Attribute') {
      if (!d.Attribute) return void (errors[rulePath(path, 'Attribute')] = 'Field is required');
      const type = attributeType(d.Attribute, attributes);
      if (!type) return void (errors[rulePath(path, 'Attribute')] = SegmentText.AttributeMissing);
      const problem = attributeRuleProblem(ruleOf(d, attributes) as Extract<SegmentRule, { Kind: 'Attribute' }>, type);
      if (problem) errors[rulePath(path, problem.field)] = problem.message;
    } else if (d.Kind === 'Tag' && !d.TagId) errors[rulePath(path, 'TagId')] = 'Field is required';
    else if (d.Kind === 'List' && !d.GroupId) errors[rulePath(path, 'GroupId')] = 'Field is required';
  };
  walk(draft, []);
  const parsed = SegmentRules.safeParse(rules);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = ['Rules', ...issue.path.map(String)].join('.');
      errors[key] ??= issue.message;
    }
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, rules: parsed.data! };
}

/** The rule at a path (indexes from the root group). */
export function ruleAt(root: DraftGroup, path: readonly number[]): DraftRule {
  let r: DraftRule = root;
  for (const i of path) r = (r as DraftGroup).Rules[i]!;
  return r;
}

/** The tree with the rule at `path` replaced (null removes it); the root is never removed. */
export function replaceAt(root: DraftGroup, path: readonly number[], next: DraftRule | null): DraftGroup {
  if (path.length === 0) return next as DraftGroup;
  const [i, ...rest] = path as [number, ...number[]];
  const child = root.Rules[i]!;
  const replaced = rest.length === 0 ? next : replaceAt(child as DraftGroup, rest, next);
  const rules = [...root.Rules];
  if (replaced === null) rules.splice(i, 1);
  else rules[i] = replaced;
  return { ...root, Rules: rules };
}

/** A refusal of the gateway that names a rule's field ('Rules.Rules.0.TagId: The tag does not exist'): the path and the text. */
export function ruleRefusal(message: string): { path: string; text: string } | null {
  const m = /^(Rules(?:\.[A-Za-z0-9]+)*): (.+)$/s.exec(message);
  return m ? { path: m[1]!, text: m[2]! } : null;
}
