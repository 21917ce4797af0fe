/** The admin API's input schemas (the server validates with them; the contract is in admin.ts). */
import { z } from 'zod'
import { ADMIN_ACTIONS, ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX, ADMIN_PLAN_FILTERS, ADMIN_QUERY_MAX, ADMIN_STATUS_FILTERS } from './admin'

/** GET /api/admin/users query; the server answers 422 with the pt-BR message of the first problem. */
export const adminUsersQuery = z.object({
  q: z.string().trim().max(ADMIN_QUERY_MAX, `A busca pode ter no máximo ${ADMIN_QUERY_MAX} caracteres.`).default(''),
  plan: z.enum(ADMIN_PLAN_FILTERS, { error: 'Filtro de plano inválido.' }).default('all'),
  status: z.enum(ADMIN_STATUS_FILTERS, { error: 'Filtro de status inválido.' }).default('all'),
  /** Opaque: the `next_cursor` of the previous page. */
  cursor: z.string().max(200, 'Cursor inválido.').optional(),
  limit: z.coerce.number({ error: 'Limite inválido.' }).int('Limite inválido.').min(1, 'Limite inválido.').max(ADMIN_PAGE_SIZE_MAX, 'Limite inválido.').default(ADMIN_PAGE_SIZE),
})
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>

/** PATCH /api/admin/users/:id body. */
export const adminActionInput = z.object({
  action: z.enum(ADMIN_ACTIONS, { error: 'Ação inválida.' }),
}, { error: 'Dados inválidos.' })
