import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../../tests/support/http.js';
import { useTestApp } from '../../../../tests/support/test-app.js';
import { findRecipient, notifyUser } from './notify.js';

const t = useTestApp({ publicUrl: 'http://app.test' });

describe('in-app notifications', () => {
  it("lists the user's own notices newest first with an unread count; reading clears it", async () => {
    const alice = await signInAs(t.app, t.db.db, 'applicant');
    const bob = await signInAs(t.app, t.db.db, 'applicant');
    const notice = (n: number) => ({
      email: {
        subject: `S${n}`,
        heading: `H${n}`,
        paragraphs: [],
        action: { label: 'Open', url: 'http://app.test/dashboard' },
      },
      inApp: { title: `Title ${n}`, body: `Body ${n}` },
    });
    await notifyUser(t.db.db, alice.user, notice(1), t.clock.clock());
    t.clock.advance(1000);
    await notifyUser(t.db.db, alice.user, notice(2), t.clock.clock());
    await notifyUser(t.db.db, bob.user, notice(3), t.clock.clock());

    const get = (cookie: string) =>
      t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } });
    const list = (await get(alice.cookie)).json();
    expect(list.unreadCount).toBe(2);
    expect(list.items.map((n: { title: string }) => n.title)).toEqual(['Title 2', 'Title 1']);
    expect(list.items[0]).toMatchObject({ link: '/dashboard', read: false });

    // A notice that arrives after the list was read was never seen: it stays unread.
    t.clock.advance(1000);
    await notifyUser(t.db.db, alice.user, notice(4), t.clock.clock());
    const markRead = (cookie: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/notifications/read',
        headers: { cookie },
        payload,
      });
    expect((await markRead(alice.cookie, { upTo: list.items[0].id })).statusCode).toBe(200);
    const after = (await get(alice.cookie)).json();
    expect(after.unreadCount).toBe(1);
    expect(after.items.map((n: { read: boolean }) => n.read)).toEqual([false, true, true]);
    expect((await get(bob.cookie)).json().unreadCount).toBe(1);
    // Another user's notice marks nothing; a malformed one is refused with a message.
    expect((await markRead(bob.cookie, { upTo: list.items[0].id })).statusCode).toBe(200);
    expect((await get(bob.cookie)).json().unreadCount).toBe(1);
    const malformed = await markRead(alice.cookie, { upTo: 'latest' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Say which notice is the newest you saw.');
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('pages back through older notices, and marks read only the ones a list showed', async () => {
    const carol = await signInAs(t.app, t.db.db, 'admin');
    // Made at one instant, as one run of the alert jobs makes them: pages are cut inside it.
    for (let n = 1; n <= 35; n++) {
      await notifyUser(
        t.db.db,
        carol.user,
        {
          email: { subject: `Alert ${n}`, heading: `Alert ${n}`, paragraphs: [] },
          inApp: { title: `Alert ${n}`, body: `Body ${n}` },
        },
        t.clock.clock(),
      );
    }
    const get = async (query = '') =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/notifications${query}`,
          headers: { cookie: carol.cookie },
        })
      ).json();
    const ids = (page: { items: { id: string }[] }) => page.items.map((n) => n.id);
    const latest = await get();
    expect(latest.items).toHaveLength(30);
    expect(latest.unreadCount).toBe(35);
    const older = await get(`?before=${latest.nextCursor}`);
    expect(older.items).toHaveLength(5);
    expect(older.nextCursor).toBeNull();
    expect(new Set([...ids(latest), ...ids(older)]).size).toBe(35);

    // The latest page read: the five older notices, never shown, stay unread.
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: { cookie: carol.cookie },
      payload: { upTo: latest.items[0].id, from: latest.items.at(-1).id },
    });
    expect(read.statusCode).toBe(200);
    const after = await get();
    expect(after.unreadCount).toBe(5);
    expect(after.items.every((n: { read: boolean }) => n.read)).toBe(true);
    const olderAfter = await get(`?before=${latest.nextCursor}`);
    expect(olderAfter.items.map((n: { read: boolean }) => n.read)).toEqual(Array(5).fill(false));
    expect((await get('?before=not-a-cursor')).message).toBe(
      'This page link is invalid. Reload the list and try again.',
    );
  });

  it('reads only the id, address and name of the person a notice goes to (no password hash)', async () => {
    const alice = await signInAs(t.app, t.db.db, 'applicant');
    const recipient = await findRecipient(t.db.db, alice.user.id);
    expect(recipient).toEqual({
      id: alice.user.id,
      email: alice.user.email,
      firstName: alice.user.firstName,
      lastName: alice.user.lastName,
    });
  });
});
