import { Alert } from "#app/components/ui/alert.tsx";

export function LoadFailed({ message }: { message: string }) {
  return <Alert variant="destructive">{message}. Veuillez réessayer dans un instant.</Alert>;
}
