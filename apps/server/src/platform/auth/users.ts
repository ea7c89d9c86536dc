import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users, type UserRow } from '../db/tables/users.ts';

// Invite ids are read aloud and typed: no 0/O or 1/I/L.
const INVITE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

function inviteCode(): string {
  return [...randomBytes(8)].map((byte) => INVITE_ALPHABET[byte % INVITE_ALPHABET.length]).join('');
}

export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'cliUserId' | 'inviteCode'>;

/** Creates a user with a fresh public id and invite id. */
export async function insertUser(db: Db, fields: NewUser): Promise<UserRow> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [user] = await db
        .insert(users)
        .values({ ...fields, cliUserId: randomUUID().replaceAll('-', ''), inviteCode: inviteCode() })
        .returning();
      return user!;
    } catch (error) {
      // A clash on the 8-character invite id is rare; anything else is a real error.
      if (attempt >= 3 || !String((error as Error).message ?? error).includes('invite_code')) throw error;
    }
  }
}

export async function userById(db: Db, id: number): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}
