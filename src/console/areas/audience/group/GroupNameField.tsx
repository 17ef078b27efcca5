import { GROUP_NAME_MAX } from '../../../../contract/audience/contactRules';
import { TextField } from '../../../ui/TextField';

/** A group's name as typed (the new group's page and the rename dialog), its refusal beside it. */
export function GroupNameField({ label, value, error, onChange }: { label: string; value: string; error: string | undefined; onChange: (name: string) => void }) {
  return <TextField label={label} autoComplete="off" maxLength={GROUP_NAME_MAX} value={value} error={error} onChange={(e) => onChange(e.target.value)} />;
}
