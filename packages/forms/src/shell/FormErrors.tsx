import { Stack, Text } from '@adconsole/ui';

/** The server's errors about the whole form (formError, formErrors of a 422), announced. */
export function FormErrors({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Stack space="xsmall" role="alert">
      {messages.map((message) => (
        <Text key={message} tone="critical">
          {message}
        </Text>
      ))}
    </Stack>
  );
}
