import { Hono } from 'hono'
import { feedbackInput } from '../../shared/campaigns'
import { feedbacks } from '../db/schema'
import type { AppDeps, AppEnv } from '../http/context'
import { requireUser } from '../http/session'
import { validateJson } from '../http/validate'
import { limitWrites } from '../http/write-limit'

/** POST /api/feedback `{ content }`: stored with the user's id; any signed-in user may send one. */
export function feedbackRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser(deps), limitWrites(deps))
    .post('/', validateJson(feedbackInput), async (c) => {
      const { content } = c.req.valid('json')
      const [row] = await deps.db
        .insert(feedbacks)
        .values({ user_id: c.get('user').id, content, created_at: deps.now() })
        .returning()
      return c.json({ id: row.id, content: row.content, created_at: row.created_at.toISOString() }, 201)
    })
}
