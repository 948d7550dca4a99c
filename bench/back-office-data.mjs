// Fills a database with a realistic back-office load: bookings spread over years, newsletter
// subscribers in every state, waiting-list entries. Used by bench/back-office.mjs.
import pg from "pg";

const FIRST = [
  "Camille",
  "Léa",
  "Hugo",
  "Chloé",
  "Lucas",
  "Manon",
  "Nathan",
  "Inès",
  "Jules",
  "Zoé",
  "Éloïse",
  "Noah",
];
const LAST = [
  "Martin",
  "Bernard",
  "Dubois",
  "Thomas",
  "Robert",
  "Richard",
  "Petit",
  "Durand",
  "Leroy",
  "Moreau",
];
const arr = (values) => `array[${values.map((value) => `'${value}'`).join(",")}]`;

/** Inserts `count` bookings (and a tenth as many subscribers and waiting-list entries) in a few statements. */
export async function seedBackOfficeLoad(connectionString, { bookings = 100_000 } = {}) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(
      `
      insert into bookings (reference, workshop_id, parent_first_name, parent_last_name, parent_email,
        teen_first_name, teen_last_name, teen_age, amount_paid, discount_amount, status, created_at)
      select 'BENCH-' || i,
        (array['productivity','confidence','habits','goals','emotional-intelligence','social-skills'])[1 + i % 6],
        (${arr(FIRST)})[1 + i % ${FIRST.length}],
        (${arr(LAST)})[1 + (i / 7) % ${LAST.length}],
        'parent' || i || '@example.com',
        (${arr(FIRST)})[1 + (i / 3) % ${FIRST.length}],
        (${arr(LAST)})[1 + (i / 7) % ${LAST.length}],
        10 + i % 7,
        (array[27000, 29700, 24700, 14700])[1 + i % 4],
        case when i % 5 = 0 then 5400 else 0 end,
        (array['confirmed','confirmed','pending','cancelled'])[1 + i % 4],
        now() - (i || ' minutes')::interval * 10
      from generate_series(1, $1::int) as i`,
      [bookings],
    );
    await client.query(
      `
      insert into newsletter_subscribers (email, confirmed, subscribed_at, confirmed_at, unsubscribed_at)
      select 'reader' || i || '@example.com', i % 3 <> 0, now() - (i || ' hours')::interval,
        case when i % 3 <> 0 then now() - (i || ' hours')::interval + interval '5 minutes' end,
        case when i % 10 = 0 then now() - interval '1 day' end
      from generate_series(1, $1::int) as i
      on conflict do nothing`,
      [Math.ceil(bookings / 10)],
    );
    await client.query(
      `
      insert into waiting_list (workshop_id, parent_email, created_at)
      select (array['productivity','confidence','habits','goals','emotional-intelligence','social-skills'])[1 + i % 6],
        'waiting' || i || '@example.com', now() - (i || ' hours')::interval
      from generate_series(1, $1::int) as i
      on conflict do nothing`,
      [Math.ceil(bookings / 10)],
    );
    // What autovacuum does on a live database after a bulk load: statistics and the visibility map.
    await client.query("vacuum analyze bookings, newsletter_subscribers, waiting_list");
  } finally {
    await client.end();
  }
}
