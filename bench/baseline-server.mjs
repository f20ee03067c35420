#!/usr/bin/env node
// The baseline of bench/api-load.mjs: the least a correct set log and workout read need, with bare node:http and a
// pg pool, in a process of its own. The session is checked by the token lookup better-auth does (without its
// signature check); POST inserts a set into BASELINE_LOG_INTO, GET reads BASELINE_WORKOUT_ID.
import http from 'node:http';
import pg from 'pg';

const PORT = Number(process.env.BASELINE_PORT);
const TOKEN = process.env.BASELINE_TOKEN;
const LOG_INTO = process.env.BASELINE_LOG_INTO;
const WORKOUT_ID = process.env.BASELINE_WORKOUT_ID;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });

const server = http.createServer(async (req, res) => {
  if (req.url === '/health') {
    res.end('ok');
    return;
  }
  try {
    const { rows: sessions } = await pool.query('SELECT user_id FROM session WHERE token = $1 AND expires_at > now()', [
      TOKEN,
    ]);
    const userId = sessions[0]?.user_id;
    if (req.method === 'POST') {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const body = JSON.parse(raw);
      // The least a correct insert needs: lock the exercise row (so concurrent sets get distinct indexes), check
      // ownership, insert with the next index, idempotent by id.
      const client = await pool.connect();
      let rows;
      try {
        await client.query('BEGIN');
        const owner = await client.query(
          `SELECT we.id, we.exercise_id FROM workout_exercises we JOIN workouts w ON w.id = we.workout_id
           WHERE we.id = $1 AND w.user_id = $2 FOR UPDATE OF we`,
          [LOG_INTO, userId],
        );
        ({ rows } = await client.query(
          `INSERT INTO workout_sets (id, workout_exercise_id, user_id, exercise_id, set_index, weight, reps, rpe,
                                     weight_unit, set_kind, is_completed, completed_at)
           SELECT $1, $2, $3, $4, COALESCE((SELECT max(set_index) FROM workout_sets WHERE workout_exercise_id = $2), 0) + 1,
                  $5, $6, $7, 'kg', 'normal', true, now()
           ON CONFLICT (id) DO NOTHING RETURNING id, set_index`,
          [body.id, LOG_INTO, userId, owner.rows[0].exercise_id, body.weight, body.reps, body.rpe],
        ));
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK');
        throw err;
      } finally {
        client.release();
      }
      res.writeHead(rows.length ? 201 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(rows[0] ?? {}));
    } else {
      const { rows } = await pool.query(
        `SELECT w.id, w.title, w.started_at, w.ended_at,
           (SELECT coalesce(json_agg(json_build_object('id', we.id, 'exercise_id', we.exercise_id, 'order_index', we.order_index,
              'sets', (SELECT coalesce(json_agg(json_build_object('id', s.id, 'set_index', s.set_index, 'weight', s.weight, 'reps', s.reps)
                                       ORDER BY s.set_index), '[]') FROM workout_sets s WHERE s.workout_exercise_id = we.id))
              ORDER BY we.order_index), '[]') FROM workout_exercises we WHERE we.workout_id = w.id) AS exercises
         FROM workouts w WHERE w.id = $1 AND w.user_id = $2`,
        [WORKOUT_ID, userId],
      );
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(rows[0]));
    }
  } catch (err) {
    res.writeHead(500);
    res.end(String(err));
  }
});
server.listen(PORT, '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
