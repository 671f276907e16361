import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        String n = new String(System.in.readAllBytes()).strip();
        int steps = 0;
        for (; n.length() > 1; steps++)
            n = String.valueOf(n.chars().map(d -> d - '0').sum());
        System.out.println(steps);
    }
}
