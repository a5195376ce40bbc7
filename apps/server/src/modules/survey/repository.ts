import type { SurveyAnswer, SurveyQuestion } from '@store/contract/survey';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { newId } from '#server/db/ids.js';
import { auditLog } from '#server/db/schema/index.js';

/** The form a product shows: its own when it has one, else the default (product_id null). */
export interface FormInEffect {
  questions: SurveyQuestion[];
  isDefault: boolean;
}

export function createSurveyRepository(db: Database) {
  return {
    async formFor(productId: string): Promise<FormInEffect | undefined> {
      const { rows } = await db.execute<{ questions: SurveyQuestion[]; is_default: boolean }>(sql`
        select questions, product_id is null as is_default from survey_forms
        where product_id = ${productId} or product_id is null
        order by product_id nulls last limit 1`);
      const row = rows[0];
      return row && { questions: row.questions, isDefault: row.is_default };
    },

    /**
     * Records answers, tied to the signed-in user (and a copy of their name and e-mail).
     * Null when there is no such product: selecting from products writes nothing then.
     */
    async addAnswer(input: {
      productId: string;
      userId: string | null;
      responses: { question: string; answer: string }[];
    }): Promise<string | null> {
      const { rows } = await db.execute<{ id: string }>(sql`
        insert into survey_answers (id, product_id, user_id, user_details, responses)
        select ${newId()}, id, ${input.userId},
               coalesce((select jsonb_build_object('name', name, 'email', email) from users where id = ${input.userId}), '{}'::jsonb),
               ${JSON.stringify(input.responses)}::jsonb
        from products where id = ${input.productId}
        returning id`);
      return rows[0]?.id ?? null;
    },

    /**
     * Sets a product's own questions (audited): a non-empty list is upserted in one statement
     * on the product's unique index; an empty list deletes the product's form, so the default
     * one applies again. False when there is no such product (nothing is written).
     */
    async saveForm(input: {
      productId: string;
      questions: SurveyQuestion[];
      actorUserId: string;
    }): Promise<boolean> {
      const { productId, questions, actorUserId } = input;
      return db.transaction(async (tx) => {
        let known: boolean;
        if (questions.length > 0) {
          // Selecting from products makes an unknown product insert nothing, with no race.
          const { rows } = await tx.execute(sql`
            insert into survey_forms (id, product_id, questions)
            select ${newId()}, id, ${JSON.stringify(questions)}::jsonb from products where id = ${productId}
            on conflict (product_id) do update
              set questions = excluded.questions, updated_at = now()
            returning product_id`);
          known = rows.length > 0;
        } else {
          const { rows } = await tx.execute<{ known: boolean }>(sql`
            with product as (select id from products where id = ${productId}),
            removed as (delete from survey_forms where product_id in (select id from product))
            select exists (select 1 from product) as known`);
          known = rows[0]?.known === true;
        }
        if (!known) return false;
        await tx.insert(auditLog).values({
          actorUserId,
          action: questions.length > 0 ? 'survey.update' : 'survey.reset',
          entity: 'product',
          entityId: productId,
          details: { questions: questions.length },
        });
        return true;
      });
    },

    /**
     * One page of a product's answers, newest first, with who sent each: the account as it is
     * now, else (account deleted since) the name and e-mail recorded with the answer, else
     * null (a guest). `known` is false when there is no such product.
     */
    async answers(paging: {
      productId: string;
      page: number;
      limit: number;
    }): Promise<{ known: boolean; totalCount: number; rows: SurveyAnswer[] }> {
      const { productId, page, limit } = paging;
      const [summary, list] = await Promise.all([
        db.execute<{ known: boolean; total: number }>(sql`
          select exists (select 1 from products where id = ${productId}) as known,
                 (select count(*)::int from survey_answers where product_id = ${productId}) as total`),
        db.execute<{
          id: string;
          responses: SurveyAnswer['responses'];
          sender: SurveyAnswer['user'];
          created_at: Date | string;
        }>(sql`
          select a.id, a.responses, a.created_at,
                 case
                   when u.id is not null then jsonb_build_object('name', u.name, 'email', u.email)
                   when a.user_details ? 'email' then jsonb_build_object(
                     'name', coalesce(a.user_details ->> 'name', ''),
                     'email', a.user_details ->> 'email')
                 end as sender
          from survey_answers a
          left join users u on u.id = a.user_id
          where a.product_id = ${productId}
          order by a.created_at desc, a.id desc
          limit ${limit} offset ${(page - 1) * limit}`),
      ]);
      return {
        known: summary.rows[0]?.known === true,
        totalCount: summary.rows[0]?.total ?? 0,
        rows: list.rows.map((row) => ({
          _id: row.id,
          responses: row.responses,
          user: row.sender,
          createdAt: new Date(row.created_at).toISOString(),
        })),
      };
    },
  };
}

export type SurveyRepository = ReturnType<typeof createSurveyRepository>;
