import { Box, CloseButton, DataList, HStack, Heading, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { siteQueries } from '../../adapters/site-queries.ts';
import { inspect } from '../../adapters/inspection.ts';
import { helpChatInput, provideHelpChat } from '../../adapters/help-chat.ts';
import { useSiteContact } from '../chrome/site-content.ts';
import { HelpChatView } from './HelpChatView.tsx';

function ContactRep() {
  const [machine] = useState(provideHelpChat);
  const [input] = useState(helpChatInput);
  const actor = useActorRef(machine, { input, inspect });
  const site = useSiteContact();
  const rows = [
    ['Name', site.name],
    ['E-mail', site.email],
    ['Phone', site.phone],
  ];
  return (
    <Stack gap="4">
      <DataList.Root orientation="horizontal" size="sm" aria-label="Your representative">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <HelpChatView actor={actor} />
    </Stack>
  );
}

function CreateTicket() {
  const ticketLink = useQuery(siteQueries.ticketLink()).data;
  return (
    <Stack gap="2">
      <Text>Report a problem or ask a question through our ticketing system.</Text>
      {ticketLink && (
        <Link href={ticketLink} target="_blank" rel="noreferrer" colorPalette="brand" fontWeight="medium">
          Open a support ticket
        </Link>
      )}
    </Stack>
  );
}

function Feedback() {
  const site = useSiteContact();
  return (
    <Stack gap="2">
      <Text>Tell us how we are doing: what worked and what did not.</Text>
      <Link href={`mailto:${site.email}?subject=${encodeURIComponent('Storefront feedback')}`} colorPalette="brand" fontWeight="medium">
        Send feedback by e-mail
      </Link>
    </Stack>
  );
}

/** The help chat's panel (spec 1 §2): tabs Create Ticket, Feedback and Contact Rep (with the chat). */
export default function HelpChatPanel({ onClose }: { onClose: () => void }) {
  return (
    <Box
      as="section"
      aria-labelledby="help-chat-title"
      position="fixed"
      bottom="20"
      right="4"
      zIndex="overlay"
      w="min(24rem, calc(100vw - 2rem))"
      bg="bg"
      borderWidth="1px"
      rounded="l3"
      shadow="lg"
      p="4"
    >
      <HStack justify="space-between" mb="2">
        <Heading as="h2" size="md" id="help-chat-title">
          Help chat
        </Heading>
        <CloseButton size="sm" aria-label="Close the help chat" onClick={onClose} />
      </HStack>
      <Tabs.Root defaultValue="contact" size="sm" variant="line">
        <Tabs.List>
          <Tabs.Trigger value="ticket">Create Ticket</Tabs.Trigger>
          <Tabs.Trigger value="feedback">Feedback</Tabs.Trigger>
          <Tabs.Trigger value="contact">Contact Rep</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="ticket">
          <CreateTicket />
        </Tabs.Content>
        <Tabs.Content value="feedback">
          <Feedback />
        </Tabs.Content>
        <Tabs.Content value="contact">
          <ContactRep />
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}
