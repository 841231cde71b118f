import { createContext, useContext, useState, type ReactNode } from 'react';
import { DraftStore } from '../model/draft-store';

const DraftsContext = createContext<DraftStore | null>(null);

// One draft store per inbox screen: drafts survive filtering and reloading of pages, not leaving the screen.
export const ReplyDraftsProvider = ({ children }: { children: ReactNode }) => {
  const [store] = useState(() => new DraftStore());
  return <DraftsContext.Provider value={store}>{children}</DraftsContext.Provider>;
};

export const useReplyDrafts = (): DraftStore => {
  const store = useContext(DraftsContext);
  if (!store) throw new Error('useReplyDrafts needs a ReplyDraftsProvider');
  return store;
};
