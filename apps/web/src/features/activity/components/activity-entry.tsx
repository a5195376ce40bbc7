import { type AuditEntry, auditChanges } from '@store/contract/audit';
import { formatDateTime } from '#web/lib/date-time';

/**
 * One audit row: who (name and e-mail), what (the action and the record it touched), when
 * (store clock) and the before/after of what it changed, one field a line.
 */
export function ActivityEntry({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.details);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <p className="font-mono text-sm font-semibold break-all text-slate-900">{entry.action}</p>
        <time dateTime={entry.createdAt} className="text-sm text-slate-600">
          {formatDateTime(entry.createdAt)}
        </time>
      </div>
      <p className="mt-1 text-sm break-words text-slate-700">
        {entry.actor ? (
          <>
            <span className="font-medium text-slate-900">{entry.actor.name || 'No name'}</span>{' '}
            <span className="break-all">({entry.actor.email})</span>
          </>
        ) : (
          'A deleted account'
        )}
        {' · '}
        <span>
          {entry.entity} <span className="font-mono text-xs break-all">{entry.entityId}</span>
        </span>
      </p>
      {changes.length > 0 && (
        <table className="mt-3 w-full table-fixed text-left text-sm">
          <caption className="sr-only">Changes</caption>
          <thead className="text-xs text-slate-600">
            <tr>
              <th scope="col" className="w-1/4 py-1 pr-2 font-medium">
                Field
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                Before
              </th>
              <th scope="col" className="py-1 font-medium">
                After
              </th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field} className="border-t border-slate-100 align-top">
                <th scope="row" className="py-1 pr-2 font-normal break-words text-slate-700">
                  {change.field}
                </th>
                <td className="py-1 pr-2 break-words text-red-800">
                  {change.before ?? <Nothing />}
                </td>
                <td className="py-1 break-words text-green-800">{change.after ?? <Nothing />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}

/** An empty side of a change: a dash to the eye, "none" to a screen reader. */
function Nothing() {
  return (
    <span className="text-slate-500">
      <span aria-hidden="true">—</span>
      <span className="sr-only">none</span>
    </span>
  );
}
