import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from 'react-router'
import { queryClient } from './lib/query-client'
import { createRouter } from './router'
import { DeferredToaster } from './ui/deferred-toaster'
import './styles.css'

// Evaluating the first script and starting the router (route matching, the session request, the
// screen's chunks and their modulepreload links) are two tasks, not one long one.
setTimeout(() => {
  const router = createRouter()
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <DeferredToaster />
      </QueryClientProvider>
    </StrictMode>,
  )
})
