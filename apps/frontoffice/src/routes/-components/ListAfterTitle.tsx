import type { RentalListPage } from '@frontoffice/feature-rentals';
import { ListFrame, ListsLoading } from '@frontoffice/feature-rentals/ListFrames';
import { type ReactNode, Suspense, useState } from 'react';
import { afterFirstPagePaint } from '../../startup/firstPage.ts';
import { AfterPaint } from './AfterPaint.tsx';

/**
 * A list's page drawn by its route (issue 32): the frame and title at once (the page's largest paint), the lists'
 * outline meanwhile, and the lists (`children`, lazily loaded) once their code has come; on the visit's first page
 * their code is asked for once the title is on screen (drawn by the page, the title waited for four levels of its
 * shared files).
 */
export function ListAfterTitle({ list, children }: { list: RentalListPage; children: ReactNode }) {
  const [after] = useState(afterFirstPagePaint);
  return (
    <ListFrame list={list}>
      <Suspense fallback={<ListsLoading />}>
        <AfterPaint after={after}>{children}</AfterPaint>
      </Suspense>
    </ListFrame>
  );
}
