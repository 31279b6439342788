// The bundle-size baseline: the least a React + Chakra page ships.
import { createRoot } from 'react-dom/client';
import { Button, ChakraProvider, Heading, defaultSystem } from '@chakra-ui/react';

createRoot(document.getElementById('root')!).render(
  <ChakraProvider value={defaultSystem}>
    <Heading>Bare page</Heading>
    <Button>Go</Button>
  </ChakraProvider>,
);
