import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { callAction, userInfo } from '../session';

/** The last answer, per user: the projects hardly change within a visit. */
let known: { userId: number; id: Promise<string | null> } | null = null;

/** The default project's id (ListProjects), asked once per user and page load; null when it cannot be read. */
function loadDefaultAccountId(userId: number): Promise<string | null> {
  if (known?.userId === userId) return known.id;
  const id = callAction('ListProjects', {}).then(
    (projects) => {
      const all = Object.values(projects);
      return (all.find((p) => p.IsDefault) ?? all[0])?.ProjectId ?? null;
    },
    () => {
      known = null;
      return null;
    },
  );
  known = { userId, id };
  return id;
}

/**
 * The account id of a channel's update-template route (/sms/ and /mms/update-template/{templateId}/{id}): the same
 * account id the task routes carry, the user's default project. When the projects cannot be read
 * (offline without a stored answer) the user id stands in, as the gateway does for a user
 * without projects.
 */
export function useDefaultAccountId(): string | null {
  useSignals();
  const userId = userInfo.value?.AdminUserId ?? 0;
  const [answer, setAnswer] = useState<{ userId: number; id: string | null } | null>(null);
  useEffect(() => {
    let live = true;
    void loadDefaultAccountId(userId).then((id) => live && setAnswer({ userId, id }));
    return () => {
      live = false;
    };
  }, [userId]);
  if (answer?.userId !== userId) return null;
  return answer.id ?? (userId ? String(userId) : null);
}
