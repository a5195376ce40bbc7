import type { AdminReview, Review, ReviewSort, ReviewSummary } from '@store/contract/review';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';
import { newId } from '#server/db/ids.js';

const isoUtc = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The author as the page shows them: the first word of their name, never an e-mail (a name
 * that looks like one, or none, reads "Verified buyer").
 */
const authorName = sql`case
  when split_part(btrim(u.name), ' ', 1) = '' or u.name like '%@%' then 'Verified buyer'
  else left(split_part(btrim(u.name), ' ', 1), 40) end`;

/** The public review shape of `r` (joined to its author `u`); `viewer` adds mine/votedHelpful. */
const reviewColumns = (viewer: string | null) => sql`
  r.id as "_id", r.product_id as "productId", r.rating, r.title, r.body as "text",
  ${authorName} as "authorName", true as "verifiedPurchase",
  r.helpful_count as "helpfulCount",
  ${isoUtc(sql`r.created_at`)} as "createdAt", ${isoUtc(sql`r.updated_at`)} as "updatedAt"
  ${
    viewer === null
      ? sql``
      : sql`, r.user_id = ${viewer} as mine,
            exists (select 1 from review_helpful_votes v
                    where v.review_id = r.id and v.user_id = ${viewer}) as "votedHelpful"`
  }`;

const adminColumns = sql`
  ${reviewColumns(null)}, p.name as "productName", u.email as "authorEmail",
  ${isoUtc(sql`r.hidden_at`)} as "hiddenAt",
  (select h.name from users h where h.id = r.hidden_by) as "hiddenBy"`;

const SORTS: Record<ReviewSort, SQL> = {
  newest: sql`r.created_at desc, r.id desc`,
  helpful: sql`r.helpful_count desc, r.created_at desc, r.id desc`,
};

export type ProductForReview = {
  id: string;
  live: boolean;
  free: boolean;
};

/** What the shopper's orders and downloads say about their right to review a product. */
export type ReviewRight = {
  /** A PAID order of the product whose line no active refund holds. */
  paid: boolean;
  /** A PAID order of it exists, but its line was refunded (decision 0044). */
  refunded: boolean;
  blocked: boolean;
  downloaded: boolean;
};

export function createReviewRepository(db: DbOrTx) {
  return {
    /**
     * The product, locked until the transaction ends when `lock` is set: review writes of one
     * product run one after another, so each recount sees the others' rows.
     */
    async product(productId: string, lock = false): Promise<ProductForReview | undefined> {
      const { rows } = await db.execute<ProductForReview>(sql`
        select id, deleted_at is null as live, sale_price = 0 as free
        from products where id = ${productId} ${lock ? sql`for update` : sql``}`);
      return rows[0];
    },

    async right(userId: string, productId: string): Promise<ReviewRight> {
      const { rows } = await db.execute<ReviewRight>(sql`
        select
          exists (select 1 from order_items oi join orders o on o.id = oi.order_id
                  where oi.product_id = ${productId} and o.user_id = ${userId}
                    and o.payment_status = 'PAID'
                    and not exists (select 1 from refund_items ri
                                    where ri.order_item_id = oi.id and ri.active)) as paid,
          exists (select 1 from order_items oi join orders o on o.id = oi.order_id
                  join refund_items ri on ri.order_item_id = oi.id and ri.active
                  where oi.product_id = ${productId} and o.user_id = ${userId}
                    and o.payment_status = 'PAID') as refunded,
          exists (select 1 from order_items oi join orders o on o.id = oi.order_id
                  where oi.product_id = ${productId} and o.user_id = ${userId}
                    and o.payment_status = 'BLOCKED') as blocked,
          exists (select 1 from downloads d
                  where d.product_id = ${productId} and d.user_id = ${userId}) as downloaded`);
      return rows[0] ?? { paid: false, refunded: false, blocked: false, downloaded: false };
    },

    /** Creates or edits the shopper's one review; `created` says which. Hidden stays hidden. */
    async upsert(input: {
      productId: string;
      userId: string;
      rating: number;
      title: string;
      text: string;
    }): Promise<{ id: string; created: boolean }> {
      const { rows } = await db.execute<{ id: string; created: boolean }>(sql`
        insert into reviews (id, product_id, user_id, rating, title, body)
        values (${newId()}, ${input.productId}, ${input.userId}, ${input.rating}, ${input.title},
                ${input.text})
        on conflict (product_id, user_id) do update set
          rating = excluded.rating, title = excluded.title, body = excluded.body,
          updated_at = now()
        returning id, (xmax = 0) as created`);
      return rows[0]!;
    },

    /**
     * Sets the product's rating count and sum from its visible reviews. The products trigger
     * (migration 0011) then rebuilds its product_facets row (the rating sort).
     */
    async recount(productId: string): Promise<void> {
      await db.execute(sql`
        update products p set rating_count = s.n, rating_sum = s.total
        from (select count(*)::int as n, coalesce(sum(rating), 0)::int as total
              from reviews where product_id = ${productId} and hidden_at is null) s
        where p.id = ${productId}
          and (p.rating_count, p.rating_sum) is distinct from (s.n, s.total)`);
    },

    async summary(productId: string): Promise<ReviewSummary> {
      const { rows } = await db.execute<{ n: number; average: string | null; d: number[] }>(sql`
        select count(*)::int as n, round(avg(rating), 1) as average,
               array[count(*) filter (where rating = 1), count(*) filter (where rating = 2),
                     count(*) filter (where rating = 3), count(*) filter (where rating = 4),
                     count(*) filter (where rating = 5)]::int[] as d
        from reviews where product_id = ${productId} and hidden_at is null`);
      const row = rows[0];
      return {
        ratingAverage: row?.average == null ? null : Number(row.average),
        ratingCount: row?.n ?? 0,
        distribution: row?.d ?? [0, 0, 0, 0, 0],
      };
    },

    async page(q: {
      productId: string;
      sort: ReviewSort;
      limit: number;
      offset: number;
      viewer: string | null;
    }): Promise<Review[]> {
      const { rows } = await db.execute<Review>(sql`
        select ${reviewColumns(q.viewer)}
        from reviews r join users u on u.id = r.user_id
        where r.product_id = ${q.productId} and r.hidden_at is null
        order by ${SORTS[q.sort]} limit ${q.limit} offset ${q.offset}`);
      return rows;
    },

    /** The shopper's review of the product, hidden or not (they may still edit it). */
    async mine(productId: string, userId: string): Promise<Review | undefined> {
      const { rows } = await db.execute<Review>(sql`
        select ${reviewColumns(userId)}
        from reviews r join users u on u.id = r.user_id
        where r.product_id = ${productId} and r.user_id = ${userId}`);
      return rows[0];
    },

    async byId(reviewId: string, viewer: string | null): Promise<Review | undefined> {
      const { rows } = await db.execute<Review>(sql`
        select ${reviewColumns(viewer)}
        from reviews r join users u on u.id = r.user_id where r.id = ${reviewId}`);
      return rows[0];
    },

    /** A visible review's author, locked for the vote; undefined when unknown or hidden. */
    async visibleAuthor(reviewId: string): Promise<string | undefined> {
      const { rows } = await db.execute<{ user_id: string }>(sql`
        select user_id from reviews where id = ${reviewId} and hidden_at is null for update`);
      return rows[0]?.user_id;
    },

    /** Records a vote; false when this shopper had already voted. */
    async addVote(reviewId: string, userId: string): Promise<boolean> {
      const inserted = await db.execute(sql`
        insert into review_helpful_votes (review_id, user_id) values (${reviewId}, ${userId})
        on conflict do nothing returning review_id`);
      if (inserted.rows.length === 0) return false;
      await db.execute(sql`
        update reviews set helpful_count = helpful_count + 1 where id = ${reviewId}`);
      return true;
    },

    async helpfulCount(reviewId: string): Promise<number> {
      const { rows } = await db.execute<{ n: number }>(sql`
        select helpful_count as n from reviews where id = ${reviewId}`);
      return rows[0]?.n ?? 0;
    },

    // ---- admin ----

    async adminPage(q: {
      status: 'all' | 'visible' | 'hidden';
      search: string | undefined;
      limit: number;
      offset: number;
    }): Promise<{ rows: AdminReview[]; totalCount: number }> {
      const conditions: SQL[] = [sql`true`];
      if (q.status === 'visible') conditions.push(sql`r.hidden_at is null`);
      if (q.status === 'hidden') conditions.push(sql`r.hidden_at is not null`);
      if (q.search) {
        const pattern = `%${q.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
        conditions.push(
          sql`(p.name ilike ${pattern} or r.title ilike ${pattern} or r.body ilike ${pattern})`,
        );
      }
      const where = sql.join(conditions, sql` and `);
      const from = sql`reviews r join users u on u.id = r.user_id
                       join products p on p.id = r.product_id`;
      const [page, total] = await Promise.all([
        db.execute<AdminReview>(sql`
          select ${adminColumns} from ${from} where ${where}
          order by r.created_at desc, r.id desc limit ${q.limit} offset ${q.offset}`),
        db.execute<{ n: number }>(sql`select count(*)::int as n from ${from} where ${where}`),
      ]);
      return { rows: page.rows, totalCount: total.rows[0]?.n ?? 0 };
    },

    async adminById(reviewId: string): Promise<AdminReview | undefined> {
      const { rows } = await db.execute<AdminReview>(sql`
        select ${adminColumns}
        from reviews r join users u on u.id = r.user_id join products p on p.id = r.product_id
        where r.id = ${reviewId}`);
      return rows[0];
    },

    /** Locks the review; its product id, or undefined when unknown. */
    async lockReview(
      reviewId: string,
    ): Promise<{ productId: string; hidden: boolean } | undefined> {
      const { rows } = await db.execute<{ productId: string; hidden: boolean }>(sql`
        select product_id as "productId", hidden_at is not null as hidden
        from reviews where id = ${reviewId} for update`);
      return rows[0];
    },

    async setHidden(reviewId: string, hidden: boolean, adminId: string): Promise<void> {
      await db.execute(
        hidden
          ? sql`update reviews set hidden_at = now(), hidden_by = ${adminId} where id = ${reviewId}`
          : sql`update reviews set hidden_at = null, hidden_by = null where id = ${reviewId}`,
      );
    },
  };
}
