// The cluster test's checks on the database after the load: every acknowledged order exactly once, as answered,
// and no other order than those of keys the load sent (acknowledged, or abandoned without an answer).
// Keys are stored scoped by account ("guest:<key>", "<userId>:<key>"); the part after the first ":" is ours.

/** `seeded`: the highest order id before the load; `load`: { acknowledged: [{ key, number }], abandoned: [key] }. */
export async function verifyOrders(sql, { seeded, load }) {
  const failures = [];
  const check = (ok, message) => ok || failures.push(message);
  const { rows } = await sql.query(
    `select substring(k.key from position(':' in k.key) + 1) as key, k.key like 'guest:%' as guest, o.number, o.id
       from orders o left join idempotency_keys k on k.order_id = o.id
      where o.id > $1`,
    [seeded],
  );
  const acked = new Map(load.acknowledged.map((p) => [p.key, p.number]));
  const abandoned = new Set(load.abandoned);
  const ordersByKey = new Map();
  const orderIds = new Map();
  for (const row of rows) {
    orderIds.set(row.id, (orderIds.get(row.id) ?? 0) + 1);
    if (row.key === null) continue;
    ordersByKey.set(row.key, [...(ordersByKey.get(row.key) ?? []), row.number]);
  }
  const unkeyed = rows.filter((r) => r.key === null).length;
  const claimedTwice = [...orderIds.values()].filter((n) => n > 1).length;
  check(unkeyed === 0, `${unkeyed} orders placed during the load have no idempotency key`);
  check(claimedTwice === 0, `${claimedTwice} orders are claimed by more than one key`);

  let missing = 0;
  let differ = 0;
  for (const [key, number] of acked) {
    const found = ordersByKey.get(key) ?? [];
    if (found.length === 0) missing++;
    else if (found.length > 1 || found[0] !== number) differ++;
  }
  check(missing === 0, `${missing} acknowledged orders are not in the database`);
  check(differ === 0, `${differ} acknowledged orders are there twice or under another number`);

  // A member's order is the member's: placed under the account, not as a guest (a token one instance refused).
  const guestKeys = new Set(rows.filter((r) => r.guest).map((r) => r.key));
  const asGuest = load.acknowledged.filter((p) => p.member && guestKeys.has(p.key)).length;
  check(asGuest === 0, `${asGuest} members' orders were placed as a guest's`);

  const strangers = [...ordersByKey.keys()].filter((key) => !acked.has(key) && !abandoned.has(key));
  check(strangers.length === 0, `${strangers.length} orders belong to no key the load sent`);
  const unanswered = [...ordersByKey.keys()].filter((key) => abandoned.has(key)).length;
  check(
    rows.length === acked.size + unanswered,
    `${rows.length} orders for ${acked.size} acknowledged and ${unanswered} abandoned-but-placed keys`,
  );

  // Every order complete: its lines and its first event.
  const [{ lineless, eventless }] = (
    await sql.query(
      `select (select count(*)::int from orders o where o.id > $1
                 and not exists (select 1 from order_lines l where l.order_id = o.id)) as lineless,
              (select count(*)::int from orders o where o.id > $1
                 and not exists (select 1 from order_events e where e.order_id = o.id)) as eventless`,
      [seeded],
    )
  ).rows;
  check(lineless === 0, `${lineless} orders without lines`);
  check(eventless === 0, `${eventless} orders without an event`);
  return failures;
}

/** The load's figures: orders/s through the balancer, errors around the kill, time until A was marked down. */
export function reportLoad(load) {
  const { acknowledged, abandoned, answers, kill, elapsed, before, after } = { ...load, before: load.kill.before };
  const errors = answers.filter((x) => x.status !== 200);
  const byStatus = {};
  for (const x of errors) {
    const what = x.status || `no answer (${x.why})`;
    byStatus[what] = (byStatus[what] ?? 0) + 1;
  }
  const lastError = errors.length ? Math.max(...errors.map((x) => x.at)) : Number.NaN;
  console.log(
    [
      `orders acknowledged: ${acknowledged.length} (${acknowledged.filter((p) => p.member).length} by members) ` +
        `in ${elapsed} ms by ${load.shoppers} shoppers: ${((acknowledged.length * 1000) / elapsed).toFixed(1)} orders/s through the balancer`,
      `instance A killed (SIGKILL) at ${kill.at} ms after ${before?.a?.ok ?? "?"} answers 2xx from A and ${before?.b?.ok ?? "?"} from B`,
      `HAProxy marked A down ${Number.isNaN(kill.downAt) ? "never (within 15 s)" : `${kill.downAt - kill.at} ms after the kill`}`,
      `answers other than 200: ${errors.length} ${JSON.stringify(byStatus)}, the last ${Number.isNaN(lastError) ? "-" : `${lastError - kill.at} ms after the kill`}; abandoned keys: ${abandoned.length}`,
      `after the load: A ${after.a?.status} (${after.a?.ok} answers 2xx), B ${after.b?.status} (${after.b?.ok} answers 2xx)`,
    ].join("\n"),
  );
}
