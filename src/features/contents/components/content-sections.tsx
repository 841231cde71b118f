import { Box, chakra } from '@chakra-ui/react';
import { ja } from '../../../shared/i18n/ja';
import { useGetContentQuery } from '../contents.api';

export const ContentSections = ({ slug }: { slug: 'info' | 'manual' }) => {
  const { data, isLoading } = useGetContentQuery({ slug });
  if (isLoading) return <Box aria-busy="true" minH="40" />;
  if (!data) return null;
  const content = data.data;
  return (
    <chakra.article data-testid={`content-${slug}`}>
      <chakra.h1 fontSize="xl" fontWeight="bold" mb="1">
        {content.title}
      </chakra.h1>
      <chakra.p fontSize="sm" color="muted" mb="4">
        {ja.contents.updatedAt}: {content.updated_at}
      </chakra.p>
      {content.sections.map((section, i) => (
        <chakra.section key={i} bg="surface" p="4" borderRadius="md" mb="4">
          <chakra.h2 fontSize="lg" fontWeight="bold" mb="2">
            {section.heading}
          </chakra.h2>
          <chakra.p whiteSpace="pre-wrap">{section.body}</chakra.p>
        </chakra.section>
      ))}
    </chakra.article>
  );
};
