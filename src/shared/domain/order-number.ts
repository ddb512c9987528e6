/** An order's number: the last 4 characters of its id, upper case ('AB12'). */
export function orderNumber(id: string): string {
  return id.slice(-4).toUpperCase();
}

/** How screens name an order: 'Order #AB12'. */
export function orderLabel(id: string): string {
  return `Order #${orderNumber(id)}`;
}
