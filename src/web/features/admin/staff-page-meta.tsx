import { PageMeta } from '@/web/components/page-meta';

/** Title and description, and `noindex`: staff pages never belong in search results. */
export function StaffPageMeta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <PageMeta title={title} description={description} />
      <meta name="robots" content="noindex, nofollow" />
    </>
  );
}
