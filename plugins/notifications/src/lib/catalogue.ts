import type { NotificationKind } from "./kinds"

type Text = { title: string; body: string }
type Words = {
  cards: Record<string, string>
  /** When a param is empty (no reason given, no courier). */
  none: string
}

/**
 * Each kind's title and body in en-US, pt-BR and zh-CN; `{param}` is replaced by
 * its value (amounts already formatted for the language, cards named by `cards`).
 */
export const CATALOGUE: Record<
  "en-US" | "pt-BR" | "zh-CN",
  { kinds: Record<NotificationKind, Text>; words: Words }
> = {
  "en-US": {
    words: {
      cards: { standard: "Standard", gold: "Gold" },
      none: "none given",
    },
    kinds: {
      card_activated: {
        title: "Your {card} card is active",
        body: "You paid {amount} USD for your {card} card. Its member prices apply from now on.",
      },
      bonus_earned: {
        title: "You earned a bonus of {amount} USD",
        body: "{from} activated a card in your network: {amount} USD of bonus is yours.",
      },
      card_refunded: {
        title: "Your {card} card was refunded",
        body: "The refund of your {card} card is complete and the money is back in your wallet.",
      },
      order_shipped: {
        title: "Your order has shipped",
        body: "Order {order} is on its way with {courier}, tracking number {tracking}.",
      },
      order_received: {
        title: "Order received",
        body: "Order {order} is marked as received. Thank you for shopping with us.",
      },
      order_sale_received: {
        title: "Your buyer received an order",
        body: "Order {order} was received: {amount} USDT of settlement goes to your wallet.",
      },
      order_cancelled: {
        title: "Your order was cancelled",
        body: "Order {order} was cancelled and what you paid has been returned.",
      },
      order_sale_cancelled: {
        title: "An order of your shop was cancelled",
        body: "Order {order} was cancelled: do not ship it.",
      },
      recharge_credited: {
        title: "Recharge credited",
        body: "{amount} USDT was added to your wallet.",
      },
      withdrawal_paid: {
        title: "Withdrawal paid",
        body: "Your withdrawal of {amount} USDT was paid: {net} USDT was sent to your address.",
      },
      withdrawal_rejected: {
        title: "Withdrawal rejected",
        body: "Your withdrawal of {amount} USDT was rejected (reason: {reason}). The amount is back in your wallet.",
      },
      merchant_approved: {
        title: "Your merchant application was approved",
        body: "Welcome aboard: you can now add goods to your shop.",
      },
      merchant_rejected: {
        title: "Your merchant application was rejected",
        body: "Reason: {reason}. You may apply again.",
      },
    },
  },
  "pt-BR": {
    words: {
      cards: { standard: "Padrão", gold: "Ouro" },
      none: "não informado",
    },
    kinds: {
      card_activated: {
        title: "Seu cartão {card} está ativo",
        body: "Você pagou {amount} USD pelo cartão {card}. Os preços de membro valem a partir de agora.",
      },
      bonus_earned: {
        title: "Você ganhou um bônus de {amount} USD",
        body: "{from} ativou um cartão na sua rede: {amount} USD de bônus são seus.",
      },
      card_refunded: {
        title: "Seu cartão {card} foi reembolsado",
        body: "O reembolso do cartão {card} foi concluído e o dinheiro voltou para a sua carteira.",
      },
      order_shipped: {
        title: "Seu pedido foi enviado",
        body: "O pedido {order} está a caminho com {courier}, código de rastreio {tracking}.",
      },
      order_received: {
        title: "Pedido recebido",
        body: "O pedido {order} foi marcado como recebido. Obrigado pela compra.",
      },
      order_sale_received: {
        title: "Seu comprador recebeu um pedido",
        body: "O pedido {order} foi recebido: {amount} USDT de liquidação vão para a sua carteira.",
      },
      order_cancelled: {
        title: "Seu pedido foi cancelado",
        body: "O pedido {order} foi cancelado e o valor pago foi devolvido.",
      },
      order_sale_cancelled: {
        title: "Um pedido da sua loja foi cancelado",
        body: "O pedido {order} foi cancelado: não o envie.",
      },
      recharge_credited: {
        title: "Recarga creditada",
        body: "{amount} USDT foram adicionados à sua carteira.",
      },
      withdrawal_paid: {
        title: "Saque pago",
        body: "Seu saque de {amount} USDT foi pago: {net} USDT foram enviados para o seu endereço.",
      },
      withdrawal_rejected: {
        title: "Saque recusado",
        body: "Seu saque de {amount} USDT foi recusado (motivo: {reason}). O valor voltou para a sua carteira.",
      },
      merchant_approved: {
        title: "Sua solicitação de lojista foi aprovada",
        body: "Boas-vindas: agora você pode adicionar produtos à sua loja.",
      },
      merchant_rejected: {
        title: "Sua solicitação de lojista foi recusada",
        body: "Motivo: {reason}. Você pode solicitar novamente.",
      },
    },
  },
  "zh-CN": {
    words: { cards: { standard: "标准", gold: "黄金" }, none: "未填写" },
    kinds: {
      card_activated: {
        title: "您的{card}卡已激活",
        body: "您已为{card}卡支付 {amount} USD，会员价即刻生效。",
      },
      bonus_earned: {
        title: "您获得了 {amount} USD 奖金",
        body: "{from} 在您的团队中激活了一张卡：{amount} USD 奖金归您所有。",
      },
      card_refunded: {
        title: "您的{card}卡已退款",
        body: "{card}卡的退款已完成，款项已退回您的钱包。",
      },
      order_shipped: {
        title: "您的订单已发货",
        body: "订单 {order} 已由 {courier} 发出，运单号 {tracking}。",
      },
      order_received: {
        title: "订单已收货",
        body: "订单 {order} 已确认收货，感谢您的购买。",
      },
      order_sale_received: {
        title: "买家已确认收货",
        body: "订单 {order} 已收货：{amount} USDT 结算款将转入您的钱包。",
      },
      order_cancelled: {
        title: "您的订单已取消",
        body: "订单 {order} 已取消，您支付的款项已退回。",
      },
      order_sale_cancelled: {
        title: "您店铺的一个订单已取消",
        body: "订单 {order} 已取消：请勿发货。",
      },
      recharge_credited: {
        title: "充值已到账",
        body: "{amount} USDT 已存入您的钱包。",
      },
      withdrawal_paid: {
        title: "提现已支付",
        body: "您提现的 {amount} USDT 已支付：{net} USDT 已发送到您的地址。",
      },
      withdrawal_rejected: {
        title: "提现被拒绝",
        body: "您提现的 {amount} USDT 被拒绝（原因：{reason}），款项已退回您的钱包。",
      },
      merchant_approved: {
        title: "您的商家申请已通过",
        body: "欢迎加入：您现在可以在店铺中添加商品了。",
      },
      merchant_rejected: {
        title: "您的商家申请被拒绝",
        body: "原因：{reason}。您可以重新申请。",
      },
    },
  },
}
