import { chakra } from '@chakra-ui/react';

/** A screen's title (its one h1) and, under it, the lead that says what the screen is for. */
export const ScreenHeading = ({ title, lead }: { title: string; lead: string }) => (
  <>
    <chakra.h1 fontSize="2xl" fontWeight="bold" mb="2">
      {title}
    </chakra.h1>
    <chakra.p color="muted" mb="4">
      {lead}
    </chakra.p>
  </>
);
