declare module "virtual:islands-entry" {
  const src: string;
  export default src;
}
